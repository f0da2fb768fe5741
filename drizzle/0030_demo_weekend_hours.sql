-- The demo seed wrote one line of hours as "Sa-Su", where the form and the import store "Sa,Su": the same
-- hours, but re-importing an export then listed every such partner as changed.
UPDATE "partners" SET "opening_hours" = 'Mo-Fr 09:00-17:00; Sa,Su 10:00-14:00' WHERE "opening_hours" = 'Mo-Fr 09:00-17:00; Sa-Su 10:00-14:00';
