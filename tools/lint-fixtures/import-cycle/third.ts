export { first as third } from './first.ts';
