import { captionLines, qrFileName } from './qr-file';

describe('qrFileName (000 §9 image names, 001 §2 lot labels)', () => {
  const at = new Date(2026, 10, 28, 7, 5, 1);

  it('names the file after the lot and the kind of code, with the timestamp', () => {
    expect(qrFileName(['하우스 블렌드', '소비자용 QR'], 'png', at)).toBe(
      '하우스 블렌드_소비자용 QR_20261128070501.png',
    );
    expect(qrFileName(['House Blend', 'Cafe receiving QR'], 'svg', at)).toBe(
      'House Blend_Cafe receiving QR_20261128070501.svg',
    );
  });

  it('takes out what a file system refuses and keeps QRCode when nothing names it', () => {
    expect(qrFileName(['a/b: "c"', undefined, '  '], 'png', at)).toBe('a b c_20261128070501.png');
    expect(qrFileName([], 'png', at)).toBe('QRCode_20261128070501.png');
  });

  it('leaves empty caption values out', () => {
    expect(captionLines(['House Blend', null, '', '2026-11-28'])).toEqual(['House Blend', '2026-11-28']);
  });
});
