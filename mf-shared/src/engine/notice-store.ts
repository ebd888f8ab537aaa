import { create } from 'zustand';

export interface EngineNotice {
  /** Message key (namespace `message`) or an already translated text. */
  key: string;
  severity: 'success' | 'info' | 'warning' | 'error';
  id: number;
}

interface NoticeState {
  notice: EngineNotice | null;
  show: (key: string, severity?: EngineNotice['severity']) => void;
  close: () => void;
}

let seq = 0;

/**
 * The page's transient notice (save_ok, delete_ok, copy_ok…). It lives outside the detail so a
 * notice survives the move from the detail back to the list.
 */
export const useEngineNotice = create<NoticeState>()((set) => ({
  notice: null,
  show: (key, severity = 'success') => set({ notice: { key, severity, id: ++seq } }),
  close: () => set({ notice: null }),
}));
