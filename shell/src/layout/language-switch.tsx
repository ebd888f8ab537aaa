import { LOCALES, pathForLocale, type Locale } from '@beantrail/contracts';
import { loadLanguage, saveLanguage, useLocale } from '@beantrail/mf-shared/core';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** Same page in the other language: kr unprefixed, en under /en; the choice is kept in a cookie. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  // Only the address changes here: the shell's layout switches the language and remembers it once
  // the page has the new address. So a record with unsaved edits asks first, like any other way
  // out (the leave dialog), and a cancelled switch leaves language, cookie and form as they were.
  // The other language's texts are fetched before, so the new page does not wait for them.
  const choose = async (lng: Locale) => {
    if (lng === current) return saveLanguage(lng);
    try {
      await loadLanguage(lng);
    } catch (error) {
      console.error('[i18n] language bundle failed to load', error);
    }
    navigate(pathForLocale(location.pathname, lng) + location.search + location.hash);
  };
  return (
    <ButtonGroup size="small" aria-label={t('toolbar.language')}>
      {LOCALES.map((lng) => (
        <Button
          key={lng}
          lang={lng === 'kr' ? 'ko' : 'en'}
          data-testid={`btn-lang-${lng}`}
          variant={lng === current ? 'contained' : 'outlined'}
          aria-pressed={lng === current}
          aria-label={t(`toolbar.lang_${lng}`)}
          onClick={() => void choose(lng)}
        >
          {lng.toUpperCase()}
        </Button>
      ))}
    </ButtonGroup>
  );
}
