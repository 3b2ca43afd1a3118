import { describe, expect, it } from 'vitest';
import { createFfmpeg, parseMediaInfo } from './ffmpeg.js';
import { frameTimes } from './media.js';
import { formatTimestamp } from './timestamps.js';

describe('formatTimestamp', () => {
  it('writes HH:MM:SS, rounded down', () => {
    expect(formatTimestamp(0)).toBe('00:00:00');
    expect(formatTimestamp(65.9)).toBe('00:01:05');
    expect(formatTimestamp(3725)).toBe('01:02:05');
    expect(formatTimestamp(-3)).toBe('00:00:00');
    expect(formatTimestamp(Number.NaN)).toBe('00:00:00');
  });
});

describe('frameTimes', () => {
  it('takes one frame of a short or unknown video, else 3 or 4 evenly spaced', () => {
    expect(frameTimes(undefined)).toEqual([0]);
    expect(frameTimes(0.4)).toEqual([0]);
    expect(frameTimes(3)).toEqual([0.5, 1.5, 2.5]);
    expect(frameTimes(60)).toEqual([7.5, 22.5, 37.5, 52.5]);
  });
});

describe('parseMediaInfo', () => {
  it('reads duration and stream kinds from ffmpeg -i output', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'in.mp4':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 120 kb/s',
      '  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 700x120',
      '  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono',
      'At least one output file must be specified',
    ].join('\n');
    expect(parseMediaInfo(stderr)).toEqual({
      durationSeconds: 62.5,
      hasAudio: true,
      hasVideo: true,
    });
  });

  it('does not count cover art as video, and copes with an unknown duration', () => {
    const stderr = [
      '  Duration: N/A, start: 0.000000, bitrate: N/A',
      '  Stream #0:0: Audio: mp3, 44100 Hz, stereo',
      '  Stream #0:1: Video: mjpeg (Baseline), yuvj420p, 500x500 (attached pic)',
    ].join('\n');
    expect(parseMediaInfo(stderr)).toEqual({
      durationSeconds: undefined,
      hasAudio: true,
      hasVideo: false,
    });
  });
});

describe('createFfmpeg', () => {
  it('detects whether the binary runs', async () => {
    expect(await createFfmpeg('ffmpeg', 10_000).available()).toBe(true);
    expect(await createFfmpeg('/nonexistent/ffmpeg', 10_000).available()).toBe(false);
  });

  it('honours an abort signal', async () => {
    const ffmpeg = createFfmpeg('ffmpeg', 10_000);
    await expect(ffmpeg.probe('/nonexistent/input.mp4', AbortSignal.abort())).rejects.toMatchObject(
      { name: 'AbortError' },
    );
  });
});
