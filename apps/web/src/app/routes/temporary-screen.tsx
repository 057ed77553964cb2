import { PageHeader } from '../../components/layout/page-header';
import { TemporaryNotice } from '../../components/feedback/temporary-notice';

type TemporaryScreenProps = {
  title: string;
  withBackButton?: boolean;
};

/** Stands in for a screen that a later version of Cumplia builds; see docs/temporary-screens.md. */
export default function TemporaryScreen({ title, withBackButton = true }: TemporaryScreenProps) {
  return (
    <>
      <PageHeader title={title} withBackButton={withBackButton} />
      <TemporaryNotice />
    </>
  );
}
