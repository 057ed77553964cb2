export * from './users.ts';
export * from './gestorias.ts';
export * from './empresas.ts';
export * from './outbox.ts';
export * from './audit.ts';
export * from './system.ts';
export * from './mail.ts';
export * from './alta-masiva.ts';
