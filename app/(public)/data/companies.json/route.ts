// GET /data/companies.json - the published companies in the batch upload's JSON shape, streamed
import { datasetDownload } from "@/lib/http/dataset-download";
import { DATASET_FILES } from "@/lib/queries/open-data/dataset-files";

export const dynamic = "force-dynamic";

export const GET = (request: Request) => datasetDownload(request, DATASET_FILES.companiesJson);
