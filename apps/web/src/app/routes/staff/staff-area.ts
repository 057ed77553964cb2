import { ROLES, type StaffArea } from '@cumplia/shared/enums';
import { FACTURAS_PAGE_SIZE, WORKER_FACTURAS_PAGE_SIZE } from '@cumplia/shared/page-sizes';
import type { SideMenuItem } from '../../../components/layout/side-menu';
import { HOME_PATHS } from '../../../lib/home-paths';
import { SUPERADMIN_MENU, WORKER_MENU } from './staff-menus';

/**
 * What tells the superadmin's screens from the worker's (spec 2 §1, §6; spec 3 §2, §6): one screen
 * per task reads it, the route table gives each screen its area (docs/decisions/0035). The two areas
 * have the same tasks at their own addresses (/facturacionsuperadmin, /worker-facturacion…).
 */
export type StaffAreaSettings = {
  /** The API's prefix of the area's calls: `{core}/admin/…` or `{core}/worker/…`. */
  api: StaffArea;
  /** Where "Volver" goes when a screen was opened without history. */
  home: string;
  /** The line above every title of the area. */
  eyebrow: string;
  /** The home's menu and what names it. */
  menuTitle: string;
  menu: readonly SideMenuItem[];
  /** The area's own screens that the others link to. */
  paths: {
    empresas: string;
    empresaCreate: string;
    gestorias: string;
    gestoriaCreate: string;
    gestoriaDetail: string;
    /** Where the bell leads: the renewals needing a decision. */
    renovaciones: string;
    /** The invoices' list, which the home's "remesa próxima" opens filtered. */
    facturacion: string;
  };
  /** Where a company of the area's list opens: the superadmin's detail by id, the worker's edit by NIF/CIF (spec 2). */
  empresaPath: (empresa: { id: string; nifCif: string }) => string;
  /** The collaborator's edit form on a page of its own; the worker's area has none (spec 2 §2). */
  gestoriaEditPath?: (gestoriaId: string) => string;
  /** Rows a page, where the areas differ (spec 3 §9: 7 for the worker's invoices). */
  pageSizes: { facturas: number };
  /** What the area's user may do. */
  can: {
    /** "Verificar" a new company: the superadmin's home (spec 2; the call is ROLE_CUMPLIA's, decision 0021). */
    verifyEmpresas: boolean;
    /** Resend a company's verification, which clears its password (ROLE_CUMPLIA's, decision 0018). */
    resendVerification: boolean;
    /**
     * Switch a tool on at a price chosen there, and how its contract is signed, seeing each tool's
     * price, the collaborator and the payment method (spec 2 lists; decision 0017). The worker's list
     * switches tools at the collaborator's price.
     */
    priceTools: boolean;
    /**
     * Collect invoices: mark them remitted, move the collection date, SEPA files, the Excel export
     * and the payment method in view (spec 3 §2.5); the worker's invoicing lists and downloads (§2.6).
     */
    manageCollections: boolean;
    /**
     * Remit the invoice records the tax agency requires ("Sistema de facturación", decision 0083):
     * answering the agency in the issuer's name is ROLE_CUMPLIA's call, the API refuses workers.
     */
    answerRequerimientos: boolean;
  };
};

export const SUPERADMIN_AREA: StaffAreaSettings = {
  api: 'admin',
  home: HOME_PATHS.superadmin,
  eyebrow: 'Panel de administración',
  menuTitle: 'Administración',
  menu: SUPERADMIN_MENU,
  paths: {
    empresas: '/listarempresasadmin',
    empresaCreate: '/anadirclienteempresasuperadmin',
    gestorias: '/editargestoriaslistado',
    gestoriaCreate: '/anadircolaboradorsuperadmin',
    gestoriaDetail: '/detalleempresa',
    renovaciones: '/renovacionesadmin',
    facturacion: '/facturacionsuperadmin',
  },
  empresaPath: ({ id }) => `/editarempresasuperadmin?id=${encodeURIComponent(id)}`,
  gestoriaEditPath: (gestoriaId) => `/editargestoriasuperadmin?id=${encodeURIComponent(gestoriaId)}`,
  pageSizes: { facturas: FACTURAS_PAGE_SIZE },
  can: { verifyEmpresas: true, resendVerification: true, priceTools: true, manageCollections: true, answerRequerimientos: true },
};

export const WORKER_AREA: StaffAreaSettings = {
  api: 'worker',
  home: HOME_PATHS.worker,
  eyebrow: 'Panel de trabajo',
  menuTitle: 'Gestión',
  menu: WORKER_MENU,
  paths: {
    empresas: '/worker-editar-cliente-listado',
    empresaCreate: '/worker-anadir-empresa',
    gestorias: '/worker-editar-gestorias-listado',
    gestoriaCreate: '/worker-anadir-gestoria',
    gestoriaDetail: '/worker-detalle-empresa',
    renovaciones: '/worker-renovaciones',
    facturacion: '/worker-facturacion',
  },
  empresaPath: ({ nifCif }) => `/worker-editar-cliente-empresa?cifNif=${encodeURIComponent(nifCif)}`,
  pageSizes: { facturas: WORKER_FACTURAS_PAGE_SIZE },
  can: { verifyEmpresas: false, resendVerification: false, priceTools: false, manageCollections: false, answerRequerimientos: false },
};

/**
 * The area of the signed-in staff member, for the screens both roles open at one address (the
 * company's detail and edit forms): the superadmin's with ROLE_CUMPLIA, else the worker's.
 */
export function staffAreaOf(roles: readonly string[]): StaffAreaSettings {
  return roles.includes(ROLES.CUMPLIA) ? SUPERADMIN_AREA : WORKER_AREA;
}
