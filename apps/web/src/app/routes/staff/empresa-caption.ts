/** The company in a line, under the title of the staff screens about it: its name and NIF/CIF. */
export const empresaCaption = (empresa: { nombreComercial: string; razonSocial: string; nifCif: string }) =>
  `${empresa.nombreComercial || empresa.razonSocial} · ${empresa.nifCif}`;
