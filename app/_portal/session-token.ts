/**
 * The credential a portal page (key console, webhooks console) keeps in this browser tab
 * (sessionStorage, under the page's own name), restored after a reload.
 */
import { useEffect } from "react";

/**
 * After the first render, a credential this tab kept under `storageKey` before a reload is put back
 * in the form (`setDraft`) and used again (`connect`). Pass a stable `connect` (useCallback).
 */
export function useRestoredToken(storageKey: string, setDraft: (value: string) => void, connect: (value: string) => Promise<void>): void {
  useEffect(() => {
    const saved = sessionStorage.getItem(storageKey);
    if (saved) {
      void Promise.resolve().then(() => {
        setDraft(saved);
        return connect(saved);
      });
    }
  }, [storageKey, setDraft, connect]);
}
