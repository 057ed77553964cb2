CREATE INDEX "facturas_fecha_numero" ON "facturas" USING btree ("fecha","numero_factura");--> statement-breakpoint
CREATE INDEX "facturas_facturado_fecha_numero" ON "facturas" USING btree ("facturado","fecha","numero_factura");--> statement-breakpoint
CREATE INDEX "facturas_empresa_fecha_numero" ON "facturas" USING btree ("empresa_id","fecha","numero_factura");