/**
 * Issue 21, "logs carry route patterns and redacted values only": every test app of
 * the server suites logs at `info` (production's level) into a scanner, and closing
 * the app fails when any line carried something that must never reach a log: an
 * 11-digit mobile, an 18-digit ID number, a plate, a hand-off token, or a 12-digit code (coupon codes,
 * order numbers, SMS link codes). So the whole suite is the log test, not a sample.
 */

// A digit run inside a longer word, a decimal fraction (a response time) or a uuid is not a value.
const never: { kind: string; pattern: RegExp }[] = [
  { kind: 'mobile', pattern: /(?<![0-9A-Za-z.-])1[3-9]\d{9}(?![0-9A-Za-z.-])/ },
  { kind: 'ID number', pattern: /(?<![0-9A-Za-z.-])\d{17}[\dXx](?![0-9A-Za-z.-])/ },
  {
    kind: 'plate',
    pattern: /[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{5,6}/,
  },
  // A hand-off token's claims part is base64url JSON that always opens with {"ch": (http/handoff-token.ts).
  { kind: 'hand-off token', pattern: /eyJjaCI6[A-Za-z0-9_-]{8,}/ },
  { kind: '12-digit code', pattern: /(?<![0-9A-Za-z.-])\d{12}(?![0-9A-Za-z.-])/ },
];

/** What a line must not carry, as "kind: the line with the value masked"; empty when it is clean. */
export function forbiddenInLogLine(line: string): string[] {
  const found: string[] = [];
  for (const { kind, pattern } of never) {
    const m = pattern.exec(line);
    if (m) found.push(`${kind}: ${line.replace(m[0], `«${m[0].slice(0, 2)}…»`).slice(0, 300)}`);
  }
  return found;
}

export interface LogScanner {
  stream: { write(line: string): void };
  /** Throws with what was found (masked) when any line so far carried a forbidden value. */
  check(): void;
}

export function logScanner(): LogScanner {
  const found: string[] = [];
  return {
    stream: {
      write(line: string) {
        if (found.length < 20) found.push(...forbiddenInLogLine(line));
      },
    },
    check() {
      if (found.length > 0)
        throw new Error(`the server logged what it must never log:\n${found.slice(0, 10).join('\n')}`);
    },
  };
}
