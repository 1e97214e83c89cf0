import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedbackScreenshotMaxChars } from '@rc/contract';

const domToJpeg = vi.fn<(node: Node, options: { quality: number; scale: number }) => Promise<string>>();
vi.mock('modern-screenshot', () => ({ domToJpeg }));

const { captureScreenshot } = await import('./screenshot.js');

const jpeg = (length: number) =>
  `data:image/jpeg;base64,${'A'.repeat(length - 'data:image/jpeg;base64,'.length)}`;

describe("the feedback report's screenshot stays within what the server takes (decision 045)", () => {
  afterEach(() => {
    domToJpeg.mockReset();
    vi.restoreAllMocks();
  });

  function drawable() {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
  }

  it('takes it again smaller when the first is over the limit, and sends that one', async () => {
    drawable();
    domToJpeg
      .mockResolvedValueOnce(jpeg(feedbackScreenshotMaxChars + 1))
      .mockResolvedValueOnce(jpeg(300_000));
    const shot = await captureScreenshot();
    expect(shot?.length).toBe(300_000);
    expect(domToJpeg.mock.calls.map(([, o]) => o.quality)).toEqual([0.8, 0.5]);
  });

  it('sends none when even the smaller one is over the limit: the report goes without it', async () => {
    drawable();
    domToJpeg.mockResolvedValue(jpeg(feedbackScreenshotMaxChars + 1));
    expect(await captureScreenshot()).toBeNull();
  });

  it('sends one at the limit as it is', async () => {
    drawable();
    domToJpeg.mockResolvedValueOnce(jpeg(feedbackScreenshotMaxChars));
    expect((await captureScreenshot())?.length).toBe(feedbackScreenshotMaxChars);
    expect(domToJpeg).toHaveBeenCalledTimes(1);
  });
});
