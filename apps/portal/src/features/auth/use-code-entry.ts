import { useRef, useState } from 'react';
import { codeProblem, type Problem } from './validation';

/** A one-time code being typed: digits only, checked before it is sent (the field takes focus when wrong). */
export function useCodeEntry() {
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  /** The code to send, or undefined (with the problem shown) when it is not 6 digits. */
  const accept = (): string | undefined => {
    const found = codeProblem(code);
    setProblem(found);
    if (!found) return code.trim();
    input.current?.focus();
    return undefined;
  };
  const type = (value: string) => setCode(value.replace(/\D/g, ''));
  /** A new code was sent: what was typed for the old one, and its problem, go. */
  const clear = () => {
    setCode('');
    setProblem(undefined);
  };
  return { input, code, type, problem, accept, clear };
}
