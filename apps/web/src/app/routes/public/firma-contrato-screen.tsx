import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { FirmaContrato } from '../../../features/contratos/components/firma-contrato';

/** /firma/:token (decision 0022): the signing page a company reaches from the SMS or the e-mail. */
export default function FirmaContratoScreen() {
  const { token = '' } = useParams();
  return (
    <Box maw={760} mx="auto" w="100%">
      <FirmaContrato token={token} />
    </Box>
  );
}
