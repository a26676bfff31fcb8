import "server-only";
/** A file download: the browser saves `body` as `fileName`. */
export const downloadResponse = (body: string, fileName: string, type: string) =>
  new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
