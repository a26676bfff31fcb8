// GET /data/headlines.csv - the published headlines in the CSV import's columns, streamed
import { datasetDownload } from "@/lib/http/dataset-download";
import { DATASET_FILES } from "@/lib/queries/open-data/dataset-files";

export const dynamic = "force-dynamic";

export const GET = (request: Request) => datasetDownload(request, DATASET_FILES.headlinesCsv);
