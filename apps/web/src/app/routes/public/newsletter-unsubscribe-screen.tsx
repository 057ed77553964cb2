import { useSearchParams } from 'react-router';
import { FormPage } from '../../../components/layout/form-page';
import { NewsletterLinkResult } from '../../../features/newsletter/components/newsletter-link-result';

/** /newsletter/baja?token=…: the unsubscribe link of every newsletter e-mail. */
export default function NewsletterUnsubscribeScreen() {
  const [searchParams] = useSearchParams();
  return (
    <FormPage title="Baja de la newsletter">
      <NewsletterLinkResult action="unsubscribe" token={searchParams.get('token')} />
    </FormPage>
  );
}
