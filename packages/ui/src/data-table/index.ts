export { DataTable, type DataColumn } from './DataTable';
