// The admin's field and button pieces live in components/ui; this path answers for code
// written before the move and goes once nothing imports it.
export { buttonClass } from "@/components/ui/button";
export { CheckboxField, SelectField, TextField } from "@/components/ui/controlled-fields";
export { Field, inputClass } from "@/components/ui/field";
