-- Returns recorded before decision 0051's last section as "present again" whose reason now needs
-- staff's decision (a duplicate collection, the debtor's refund request or block, a fault that would
-- come back the same): never presented again by themselves.
UPDATE "sepa_devoluciones" SET "accion" = 'REVISAR' WHERE "accion" = 'REPRESENTAR' AND "codigo" IN ('AM05', 'MD06', 'SL01', 'BE05', 'FF01', 'AG02', 'FF05');
