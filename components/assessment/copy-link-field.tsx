'use client';

import { useRef, useSyncExternalStore } from 'react';
import { inputClass } from '@/components/forms/form-field';
import { buttonClass } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';

type CopyLinkFieldProps = {
  /** The field's id, which its label names. */
  id: string;
  /** The link's path, which the server renders; the browser adds the address it reached us by. */
  path: string;
  text: {
    label: string;
    copy: string;
    copied: string;
    copiedDescription: string;
    copyFailed: string;
  };
};

const noSubscription = () => () => {};

/** A private link, to keep or pass on, read-only in a field, with a button that copies it. */
export function CopyLinkField({ id, path, text }: CopyLinkFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const url = `${origin}${path}`;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(text.copied, { description: text.copiedDescription });
    } catch {
      // A browser that refuses the clipboard: the link is selected, ready to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast.error(text.copyFailed);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        {text.label}
      </label>
      <input
        ref={input}
        id={id}
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className={cn(inputClass, 'min-w-0 flex-1 font-mono text-sm')}
      />
      <button type="button" onClick={copyLink} className={buttonClass('secondary')}>
        {text.copy}
      </button>
    </div>
  );
}
