"use client";
import { useEffect, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLoadErrorToast } from "@/components/admin/dashboard/load-error";
import { PAGE_SIZE, pageUrl } from "@/components/admin/dashboard/types";

// The admin screens' one list: an optional search box (debounced), the loading, empty and table
// states, and Previous/Next over a bounded list endpoint (?limit, offset, search). Users,
// transactions, admin logs and shares are each a list of columns over it.

/** One column: its header, the cell of a row, and classes for both (alignment) or the cell alone. */
export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Applied to the header and the cells (e.g. "text-right"). */
  align?: string;
  /** Applied to the cells only. */
  cellClassName?: string;
  /** The cell's tooltip. */
  title?: (row: T) => string;
};

/** Previous/Next for a bounded list page (a full page means there may be more). */
function Pager({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  if (page === 0 && count < PAGE_SIZE) return null;
  return (
    <div className="mt-4 flex items-center justify-end gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-muted-foreground">Page {page + 1}</span>
      <Button variant="outline" size="sm" disabled={count < PAGE_SIZE} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </div>
  );
}

/** The search text as typed, and the one the query uses (300 ms later: no request per keystroke). */
function useDebouncedSearch(setPage: (page: number) => void) {
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(input);
      setPage(0);
    }, 300);
    return () => clearTimeout(t);
  }, [input, setPage]);
  return { input, setInput, search };
}

/** A table of rows by columns (each row's data-testid is `rowTestId`). */
export function DataTable<T extends { id: string | number }>({
  columns,
  rows,
  rowTestId,
}: {
  columns: Column<T>[];
  rows: T[];
  rowTestId: string;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.header} className={c.align}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={rowTestId}>
            {columns.map((c) => (
              <TableCell
                key={c.header}
                className={[c.align, c.cellClassName].filter(Boolean).join(" ") || undefined}
                title={c.title?.(row)}
              >
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function PagedTable<T extends { id: string | number }>({
  path,
  columns,
  rowTestId,
  loadingLabel,
  empty,
  search,
}: {
  /** The list endpoint, e.g. /api/admin/users. */
  path: string;
  columns: Column<T>[];
  rowTestId: string;
  loadingLabel: string;
  empty: string;
  /** A search box over the list, with its accessible label and placeholder. */
  search?: { label: string; placeholder: string };
}) {
  const [page, setPage] = useState(0);
  const query = useDebouncedSearch(setPage);
  const { data, error, isLoading } = useQuery<T[]>({
    queryKey: [pageUrl(path, page, search ? query.search : "")],
  });
  useLoadErrorToast(error);
  return (
    <div className="space-y-4">
      {search && (
        <div className="relative max-w-sm">
          <Search className="absolute top-2.5 left-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
          <Input
            aria-label={search.label}
            placeholder={search.placeholder}
            className="pl-8"
            value={query.input}
            onChange={(e) => query.setInput(e.target.value)}
          />
        </div>
      )}
      {isLoading ? (
        <Spinner label={loadingLabel} />
      ) : !data?.length ? (
        <p className="py-8 text-center text-muted-foreground">{empty}</p>
      ) : (
        <DataTable columns={columns} rows={data} rowTestId={rowTestId} />
      )}
      <Pager page={page} count={data?.length ?? 0} onPage={setPage} />
    </div>
  );
}
