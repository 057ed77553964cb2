import type { SepaCuenta } from '@cumplia/shared/schemas/sepa';
import type { Config } from '../../config.ts';

/** The creditor accounts files collect into (spec 3 §9: BBVA and Caja Siete), from configuration. */
export function creditorAccountsFromConfig(config: Config): SepaCuenta[] {
  return [
    { id: 'BBVA', nombre: config.SEPA_BBVA_NAME, iban: config.SEPA_BBVA_IBAN, bic: config.SEPA_BBVA_BIC, painVersion: config.SEPA_BBVA_PAIN_VERSION },
    { id: 'CAJA_SIETE', nombre: config.SEPA_CAJA_SIETE_NAME, iban: config.SEPA_CAJA_SIETE_IBAN, bic: config.SEPA_CAJA_SIETE_BIC, painVersion: config.SEPA_CAJA_SIETE_PAIN_VERSION },
  ];
}
