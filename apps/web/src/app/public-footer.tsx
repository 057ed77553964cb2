import { AppFooter } from '../components/layout/app-footer';
import { useProveedorQuery } from '../features/proveedor/api/get-proveedor';

/**
 * The public pages' footer with the provider's details. Loaded when the visitor scrolls near it
 * (root-layout.tsx), with its call for the provider: neither is needed to read the top of a page
 * (docs/decisions/0055). The footer is a shared component and never imports a feature: the provider
 * comes in as a prop.
 */
export default function PublicFooter() {
  const { data: proveedor } = useProveedorQuery();
  return <AppFooter provider={proveedor} />;
}
