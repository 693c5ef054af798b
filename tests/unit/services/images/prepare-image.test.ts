import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, prepareImage, refuseImageFile, UnreadableImageError } from '@/services/images/prepare-image';

describe('a chosen file is refused before any work', () => {
  it('when it is HEIC, by name or by type (most webviews cannot draw it)', () => {
    expect(refuseImageFile({ name: 'IMG_1.HEIC', type: '' })).toBe('heic');
    expect(refuseImageFile({ name: 'IMG_2.heif', type: 'image/jpeg' })).toBe('heic');
    expect(refuseImageFile({ name: 'photo', type: 'image/heif' })).toBe('heic');
  });

  it('when it is not a picture, by type, or by name when the picker gave no type', () => {
    expect(refuseImageFile({ name: 'a.pdf', type: 'application/pdf' })).toBe('notImage');
    expect(refuseImageFile({ name: 'notes', type: '' })).toBe('notImage');
    expect(refuseImageFile({ name: 'clip.mp4', type: 'video/mp4' })).toBe('notImage');
  });

  it('and a picture goes on', () => {
    expect(refuseImageFile({ name: 'shot.png', type: 'image/png' })).toBeNull();
    expect(refuseImageFile({ name: 'shot.JPG', type: '' })).toBeNull();
    expect(refuseImageFile({ name: 'x', type: 'IMAGE/WEBP' })).toBeNull();
  });
});

describe('the redrawn size', () => {
  it('fits the longer side within 1600 px and never enlarges', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(900, 1800, 1600)).toEqual({ width: 800, height: 1600 });
    expect(fitWithin(300, 200, 1600)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(5000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

interface Drawn {
  width: number;
  height: number;
  calls: string[];
  quality: number | undefined;
}

/** A browser whose images decode to `natural` (or fail) and whose canvas records what is drawn. */
function fakeBrowser(
  natural: { width: number; height: number } | 'unreadable',
  dataUrl = 'data:image/jpeg;base64,QUJDRA==',
  canDraw = true,
) {
  const drawn: Drawn = { width: 0, height: 0, calls: [], quality: undefined };
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      naturalWidth = natural === 'unreadable' ? 0 : natural.width;
      naturalHeight = natural === 'unreadable' ? 0 : natural.height;
      set src(_url: string) {
        queueMicrotask(() => (natural === 'unreadable' ? this.onerror?.() : this.onload?.()));
      }
    },
  );
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
    if (tag !== 'canvas') return create(tag);
    return {
      set width(w: number) {
        drawn.width = w;
      },
      set height(h: number) {
        drawn.height = h;
      },
      // Only a 2D context is drawn on; a canvas may also give none (out of memory on a huge picture).
      getContext: (kind: string) =>
        kind !== '2d' || !canDraw
          ? null
          : {
              set fillStyle(colour: string) {
                drawn.calls.push(`fill ${colour}`);
              },
              fillRect: () => drawn.calls.push('fillRect'),
              drawImage: (_img: unknown, _x: number, _y: number, w: number, h: number) =>
                drawn.calls.push(`draw ${w}x${h}`),
            },
      toDataURL: (type: string, quality: number) => {
        drawn.quality = quality;
        return type === 'image/jpeg' ? dataUrl : 'data:,';
      },
    };
  }) as typeof document.createElement);
  return drawn;
}

describe('a picture made ready for upload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is redrawn within the longest side as JPEG on white, with the given quality, and says how many bytes it carries', async () => {
    const drawn = fakeBrowser({ width: 4032, height: 3024 });
    const image = await prepareImage(new File(['x'], 'IMG.png', { type: 'image/png' }), {
      maxEdgePx: 1600,
      jpegQuality: 0.82,
    });
    expect({ width: drawn.width, height: drawn.height }).toEqual({ width: 1600, height: 1200 });
    // Transparent parts of a PNG would turn black in a JPEG: white is painted first.
    expect(drawn.calls).toEqual(['fill #fff', 'fillRect', 'draw 1600x1200']);
    expect(drawn.quality).toBe(0.82);
    expect(image).toEqual({ base64: 'QUJDRA==', bytes: 4 });
  });

  it('keeps a GIF as it is when asked (a redraw would keep only its first frame)', async () => {
    const drawn = fakeBrowser({ width: 10, height: 10 });
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    const image = await prepareImage(gif, { maxEdgePx: 1600, jpegQuality: 0.85, keepGif: true });
    expect(atob(image.base64)).toBe('GIF89a');
    expect(image.bytes).toBe(6);
    expect(drawn.calls).toEqual([]);
  });

  it('is refused as unreadable when the browser cannot decode it', async () => {
    fakeBrowser('unreadable');
    await expect(
      prepareImage(new File(['?'], 'a.png', { type: 'image/png' }), { maxEdgePx: 1600, jpegQuality: 0.82 }),
    ).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('is refused as unreadable when the canvas gives nothing back', async () => {
    fakeBrowser({ width: 10, height: 10 }, 'data:,');
    await expect(
      prepareImage(new File(['?'], 'a.png', { type: 'image/png' }), { maxEdgePx: 1600, jpegQuality: 0.82 }),
    ).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('is refused as unreadable when the canvas has no 2D context or gives text that is not a data URL', async () => {
    const png = () => new File(['?'], 'a.png', { type: 'image/png' });
    fakeBrowser({ width: 10, height: 10 }, 'data:image/jpeg;base64,QUJDRA==', false);
    await expect(prepareImage(png(), { maxEdgePx: 1600, jpegQuality: 0.82 })).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    vi.restoreAllMocks();
    fakeBrowser({ width: 10, height: 10 }, 'not a data url');
    await expect(prepareImage(png(), { maxEdgePx: 1600, jpegQuality: 0.82 })).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });

  it('keeps only GIFs as they are: another type is redrawn even when GIFs are kept, and a GIF is redrawn when they are not', async () => {
    const drawn = fakeBrowser({ width: 10, height: 10 });
    await prepareImage(new File(['x'], 'a.png', { type: 'image/png' }), {
      maxEdgePx: 1600,
      jpegQuality: 0.85,
      keepGif: true,
    });
    await prepareImage(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), { maxEdgePx: 1600, jpegQuality: 0.85 });
    expect(drawn.calls.filter((call) => call.startsWith('draw'))).toEqual(['draw 10x10', 'draw 10x10']);
  });

  it('counts the bytes of a kept GIF whose base64 ends in one padding character', async () => {
    fakeBrowser({ width: 10, height: 10 });
    const image = await prepareImage(new File(['GIF89'], 'a.gif', { type: 'image/gif' }), {
      maxEdgePx: 1600,
      jpegQuality: 0.85,
      keepGif: true,
    });
    expect(image).toEqual({ base64: 'R0lGODk=', bytes: 5 });
  });

  it("is refused with the reader's own error when a kept GIF cannot be read, else as unreadable", async () => {
    const failure = new DOMException('the file went away', 'NotReadableError');
    const failingReader = (error: DOMException | null) =>
      class {
        error = error;
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        readAsDataURL() {
          queueMicrotask(() => this.onerror?.());
        }
      };
    const gif = () => new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    vi.stubGlobal('FileReader', failingReader(failure));
    await expect(prepareImage(gif(), { maxEdgePx: 1600, jpegQuality: 0.85, keepGif: true })).rejects.toBe(failure);
    vi.stubGlobal('FileReader', failingReader(null));
    await expect(prepareImage(gif(), { maxEdgePx: 1600, jpegQuality: 0.85, keepGif: true })).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });
});

describe('the unreadable-picture error', () => {
  it('is named, so error reports tell it apart from other failures', () => {
    expect(new UnreadableImageError().name).toBe('UnreadableImageError');
  });
});
