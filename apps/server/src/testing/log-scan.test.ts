import { describe, expect, it } from 'vitest';
import { forbiddenInLogLine, logScanner } from './log-scan.js';

describe('the log scanner every test app writes through (issue 21)', () => {
  it('finds a mobile, an ID number, a plate, a 12-digit code and a hand-off token, and shows none of them whole', () => {
    const lines = {
      mobile: '{"msg":"sms to 13912345678"}',
      'ID number': '{"msg":"id 11010519491231002X"}',
      plate: '{"url":"/api/rcservice/authority/R00010046/沪B88888"}',
      '12-digit code': '{"msg":"redeemed 123456789012"}',
      'hand-off token': '{"url":"/account/entrance?token=eyJjaCI6IlBBX0FQUCIsInN1YiI6InAxIn0.c2lnbmF0dXJl"}',
    };
    for (const [kind, line] of Object.entries(lines)) {
      const found = forbiddenInLogLine(line);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(new RegExp(`^${kind}: `));
      expect(found[0]).not.toContain(
        line.match(
          /13912345678|11010519491231002X|沪B88888|123456789012|eyJjaCI6IlBBX0FQUCIsInN1YiI6InAxIn0/,
        )?.[0],
      );
    }
  });

  it('leaves a production request line alone: times, process ids, route codes, uuids, durations', () => {
    const line =
      '{"level":30,"time":1764212345678,"pid":41234,"reqId":"req-1f","req":{"method":"POST","url":"/api/rcservice/rights/R00010066"},' +
      '"customer":"1e8f2a3b-4c5d-4e6f-8a9b-139123456789","res":{"statusCode":200},"responseTime":12.345678901234,' +
      '"elapsed":0.053216123456789012,"ratio":0.13912345678,"msg":"request completed"}';
    expect(forbiddenInLogLine(line)).toEqual([]);
  });

  it('fails the app that logged it when it closes', () => {
    const scan = logScanner();
    scan.stream.write('{"msg":"fine"}\n');
    expect(() => scan.check()).not.toThrow();
    scan.stream.write('{"msg":"call 13912345678"}\n');
    expect(() => scan.check()).toThrow(/mobile/);
  });
});
