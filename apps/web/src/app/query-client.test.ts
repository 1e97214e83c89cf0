import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/api-error.js';
import { shouldRetry } from './query-client.js';

describe('react-query retries', () => {
  it.each([
    [
      'a network failure, first time',
      0,
      new ApiError('transport', -1, 'Failed to fetch', null, null, 'x'),
      true,
    ],
    [
      'a network failure, second time',
      1,
      new ApiError('transport', -1, 'Failed to fetch', null, null, 'x'),
      false,
    ],
    ['an HTTP error', 0, new ApiError('transport', -1, 'HTTP 502', null, 502, 'x'), false],
    ['a business status (-3)', 0, new ApiError('status', -3, 'no', null, 200, 'x'), false],
    ['a business status (-1)', 0, new ApiError('status', -1, 'fault', null, 500, 'x'), false],
    ['a cancelled call', 0, new ApiError('aborted', -1, 'aborted', null, null, 'x'), false],
    ['anything else', 0, new Error('bug'), false],
  ])('%s → retry %s', (_, count, error, expected) => {
    expect(shouldRetry(count, error)).toBe(expected);
  });
});
