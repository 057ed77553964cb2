import { useSearchParams } from 'react-router';
import { FormPage } from '../../../components/layout/form-page';
import { NewsletterLinkResult } from '../../../features/newsletter/components/newsletter-link-result';

/** /newsletter/confirmar?token=…: the double opt-in link of the subscription e-mail. */
export default function NewsletterConfirmScreen() {
  const [searchParams] = useSearchParams();
  return (
    <FormPage title="Confirmación de la suscripción">
      <NewsletterLinkResult action="confirm" token={searchParams.get('token')} />
    </FormPage>
  );
}
