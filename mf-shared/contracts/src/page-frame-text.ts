import type { Locale } from './locale';

/**
 * The words of a public page's frame (002 §2.13: copy the data, save as an image, the invitation
 * to sign in), in both languages. One source for the public area's pages and for the intro, which
 * the server renders (backend/src/public/intro).
 */
type FrameText = Record<
  'copy' | 'copied' | 'copy_failed' | 'download' | 'image_failed' | 'signin_title' | 'signin_text',
  string
>;

export const PAGE_FRAME_TEXT: Readonly<Record<Locale, FrameText>> = {
  kr: {
    copy: '데이터 복사',
    copied: '데이터를 클립보드에 복사했습니다.',
    copy_failed: '클립보드에 복사하지 못했습니다.',
    download: '이미지로 저장',
    image_failed: '이미지를 만들지 못했습니다.',
    signin_title: '기록을 남기려면 로그인하세요',
    signin_text: '이 페이지의 내용은 브라우저에만 있고 저장되지 않습니다. 로그인하면 기록을 저장하고 나눌 수 있습니다.',
  },
  en: {
    copy: 'Copy data',
    copied: 'The data was copied to the clipboard.',
    copy_failed: 'The data could not be copied.',
    download: 'Save as image',
    image_failed: 'The image could not be made.',
    signin_title: 'Sign in to keep your records',
    signin_text: 'What you enter here stays in your browser and is not saved. Sign in to save and share your records.',
  },
};
