'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * The Studio's click-to-edit overlay, fetched once a draft-mode page has started. This small
 * module is all that ships with every page: the overlay's own code is a separate chunk that
 * only a preview ever requests.
 */
export function VisualEditingLoader() {
  const [Overlay, setOverlay] = useState<ComponentType | null>(null);
  useEffect(() => {
    void import('next-sanity/visual-editing/client-component').then(({ VisualEditing }) =>
      setOverlay(() => VisualEditing),
    );
  }, []);
  return Overlay ? <Overlay /> : null;
}
