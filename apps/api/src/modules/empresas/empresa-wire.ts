import type { Empresa } from '@cumplia/shared/schemas/empresa';
import { centsToEuros } from '@cumplia/shared/money';
import type { EmpresaView } from './empresas.repository.ts';

/** A company as the API answers it: prices in euros, the administrator as username and dni. */
export function toEmpresaWire({ empresa, gestoriaNombre, adminUsername }: EmpresaView): Empresa {
  return {
    id: empresa.id,
    razonSocial: empresa.razonSocial,
    nifCif: empresa.nifCif,
    tipo: empresa.tipo,
    nombre: empresa.nombre,
    username: adminUsername,
    dni: adminUsername,
    email: empresa.email,
    telefono: empresa.telefono,
    nombreComercial: empresa.nombreComercial,
    direccion: empresa.direccion,
    provincia: empresa.provincia,
    codigoPostal: empresa.codigoPostal,
    cnae: empresa.cnae,
    actividad: empresa.actividad,
    numTrabajadores: empresa.numTrabajadores,
    numCuenta: empresa.numCuenta,
    metodoDePago: empresa.metodoDePago,
    lopdgdd: empresa.lopdgdd,
    acosoLaboral: empresa.acosoLaboral,
    desconexionDigital: empresa.desconexionDigital,
    precioLopdgdd: centsToEuros(empresa.precioLopdgddCents),
    precioAcosoLaboral: centsToEuros(empresa.precioAcosoLaboralCents),
    precioDesconexionDigital: centsToEuros(empresa.precioDesconexionDigitalCents),
    contratoLopdAceptado: empresa.contratoLopdAceptado,
    contratoAcosoAceptado: empresa.contratoAcosoAceptado,
    contratoDesconexionAceptado: empresa.contratoDesconexionAceptado,
    permitirDescarga: empresa.permitirDescarga,
    verificado: empresa.verificado,
    gestoriaNombre: gestoriaNombre ?? null,
    createdAt: empresa.createdAt.toISOString(),
  };
}
