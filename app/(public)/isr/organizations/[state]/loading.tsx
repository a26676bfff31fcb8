export { ListLoading as default } from "@/components/site/companies/list-loading";
