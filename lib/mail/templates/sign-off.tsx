import { Text } from '@react-email/components';
import { Fragment } from 'react';
import { paragraph } from './mail-layout';

/**
 * The closing lines as the Studio holds them, one line each. Line breaks, not a pre-line style: the
 * plain-text part keeps a <br /> and drops a style, and would run « Bien cordialement, L’équipe… »
 * into one line.
 */
export function SignOff({ text }: { text: string }) {
  return (
    <Text style={paragraph}>
      {text.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
