import { useLocation, useNavigate } from 'react-router';
import { ArchivosPanel } from '../../../features/alta-masiva/components/archivos-panel';
import { CsvUploadCard } from '../../../features/alta-masiva/components/csv-upload-card';
import { GESTORIA_HOME, GestoriaPage } from './gestoria-page';

/** /altamasiva (spec 1 §2.15, 0-product-decisions "Bulk upload"). */
export default function AltaMasivaScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  // After the "received" dialog the browser returns to the previous page (spec 1 §2.15); opened
  // directly (the first entry of this tab's history), there is none: the home stands in for it.
  const goBack = () => (location.key === 'default' ? navigate(GESTORIA_HOME) : navigate(-1));

  return (
    <GestoriaPage
      title="Alta masiva"
      description="Dé de alta muchas empresas a la vez con un archivo CSV."
    >
      <CsvUploadCard onUploaded={goBack} />
      <ArchivosPanel />
    </GestoriaPage>
  );
}
