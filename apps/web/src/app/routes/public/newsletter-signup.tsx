import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';
import { BasicPrivacyNotice } from '../../../features/proveedor/components/basic-privacy-notice';

/** The landing's newsletter form with what the visitor is told of the e-mail it takes; loaded when the visitor scrolls to it. */
export default function NewsletterSignup() {
  return (
    <NewsletterForm
      privacyNotice={
        <BasicPrivacyNotice
          variant="inline"
          purposes={['newsletter']}
          recipients="Nuestro proveedor de envío de correos, como encargado del tratamiento; no los cedemos a nadie más."
          required="Sin su correo electrónico no podemos enviarle la newsletter."
        />
      }
    />
  );
}
