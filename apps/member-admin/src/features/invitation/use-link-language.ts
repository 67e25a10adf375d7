import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isLanguage } from '@bs/domain';
import { currentLanguage, switchLanguage } from '@bs/i18n';

/**
 * An invitation's link names the census's language (`?lang=es`, issue 32): the page switches to
 * it once, then drops it from the address, so a later choice with the language switch sticks
 * on reload.
 */
export function useLinkLanguage(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const lang = params.get('lang');
  useEffect(() => {
    if (lang == null) return;
    if (isLanguage(lang) && lang !== currentLanguage()) {
      void switchLanguage(lang).then(() => queryClient.invalidateQueries());
    }
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('lang');
        return next;
      },
      { replace: true },
    );
  }, [lang, setParams, queryClient]);
}
