/**
 * A database that cannot be opened, told to the person who ran `npm start`: what happened, which
 * folder, and what to do, in Spanish and in English. The start-up script prints the message alone,
 * without a stack trace.
 */
export class DatabaseStartError extends Error {
  override readonly name = 'DatabaseStartError';

  constructor(spanish: string, english: string, options?: { cause?: unknown; details?: string }) {
    super([spanish, english, options?.details].filter(Boolean).join('\n\n'), options);
  }
}

export const databaseStartErrors = {
  legacyPglite: (legacyDir: string, dataDir: string) =>
    new DatabaseStartError(
      `Se ha encontrado una base de datos de una versión anterior de Cumplia (PGlite) en ${legacyDir}.\n` +
        `Esta versión guarda los datos en un servidor PostgreSQL integrado y no convierte esa carpeta.\n` +
        `Para empezar con una base de datos nueva, mueva o borre la carpeta (por ejemplo: mv "${legacyDir}" "${legacyDir}-antigua")\n` +
        `y vuelva a ejecutar npm start; o indique DATABASE_URL para usar otro servidor, o DATA_DIR para usar otra carpeta que no sea ${dataDir}.`,
      `An embedded database from an earlier version of Cumplia (PGlite) was found in ${legacyDir}.\n` +
        `This version keeps its data in an embedded PostgreSQL server and does not convert that folder.\n` +
        `To start with a new database, move or delete the folder (for example: mv "${legacyDir}" "${legacyDir}-old")\n` +
        `and run npm start again; or set DATABASE_URL to use another server, or DATA_DIR to use a folder other than ${dataDir}.`,
    ),
  inUse: (dataDir: string, pid: number) =>
    new DatabaseStartError(
      `La base de datos integrada de ${dataDir} la está usando otro proceso de Cumplia (PID ${pid}).\n` +
        `Deténgalo antes de arrancar otro, o indique otra carpeta con DATA_DIR.`,
      `The embedded database in ${dataDir} is in use by another Cumplia process (PID ${pid}).\n` +
        `Stop it before starting another one, or choose another folder with DATA_DIR.`,
    ),
  notReachable: (folder: string, user: string) =>
    new DatabaseStartError(
      `El servidor PostgreSQL integrado se ejecuta como el usuario "${user}" y no puede entrar en ${folder}.\n` +
        `Dé permiso de paso a esa carpeta (chmod o+x "${folder}") o indique con DATA_DIR una carpeta a la que pueda llegar.`,
      `The embedded PostgreSQL server runs as the user "${user}" and cannot enter ${folder}.\n` +
        `Let it through (chmod o+x "${folder}") or set DATA_DIR to a folder it can reach.`,
    ),
  failedToStart: (clusterDir: string, logFile: string, logTail: string, cause?: unknown) =>
    new DatabaseStartError(
      `No se ha podido abrir la base de datos integrada de ${clusterDir}.\n` +
        `Si la carpeta se ha copiado a medias o la ha tocado otro programa, restaure su copia de seguridad;\n` +
        `para empezar con una base de datos vacía, mueva la carpeta a otro sitio y vuelva a ejecutar npm start.`,
      `The embedded database in ${clusterDir} could not be opened.\n` +
        `If the folder was copied halfway or changed by another program, restore your backup;\n` +
        `to start with an empty database, move the folder elsewhere and run npm start again.`,
      { cause, details: `PostgreSQL (${logFile}):\n${indent(logTail)}` },
    ),
  noBinaries: (platform: string, cause: unknown) =>
    new DatabaseStartError(
      `No hay binarios de PostgreSQL integrados para esta plataforma (${platform}). Ejecute npm install, o indique DATABASE_URL.`,
      `There are no embedded PostgreSQL binaries for this platform (${platform}). Run npm install, or set DATABASE_URL.`,
      { cause },
    ),
};

function indent(text: string): string {
  const trimmed = text.trim();
  return trimmed ? trimmed.split('\n').map((line) => `    ${line}`).join('\n') : '    (nada / nothing)';
}
