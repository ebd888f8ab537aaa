import { copyText, downloadBlob, elementToPng } from '../charts/download';
import { timestampFileName } from '../charts/timestamp-name';

/**
 * The two buttons of a page the server renders (the intro, 002 §2.13), without the application:
 * `[data-copy]` puts the JSON of the element its value names on the clipboard; `[data-image]`
 * saves the element its value names as `<prefix>YYYYMMDDHHmmss.png` (the prefix in
 * `data-image-prefix`). A short notice (`[data-notice]`) says how it went, in the page's words
 * (`data-ok`, `data-failed` on the button). Plain DOM: this is all the script such a page loads.
 */
export function wirePageActions(root: Document = document): void {
  const notice = root.querySelector<HTMLElement>('[data-notice]');
  const tell = (text: string | undefined) => {
    if (!notice || !text) return;
    notice.textContent = text;
    notice.hidden = false;
  };
  root.querySelectorAll<HTMLButtonElement>('button[data-copy]').forEach((button) => {
    button.hidden = false;
    button.addEventListener('click', () => {
      const source = root.getElementById(button.dataset.copy ?? '');
      void copyText(source?.textContent ?? '').then((ok) => tell(ok ? button.dataset.ok : button.dataset.failed));
    });
  });
  root.querySelectorAll<HTMLButtonElement>('button[data-image]').forEach((button) => {
    button.hidden = false;
    button.addEventListener('click', () => {
      const target = root.getElementById(button.dataset.image ?? '');
      if (!target) return;
      elementToPng(target).then(
        (png) => downloadBlob(png, timestampFileName(button.dataset.imagePrefix ?? '', 'png')),
        () => tell(button.dataset.failed),
      );
    });
  });
}
