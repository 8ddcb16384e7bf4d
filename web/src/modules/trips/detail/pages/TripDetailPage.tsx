import { useParams } from "react-router-dom";
import { TripDetail } from "../components/TripDetail.tsx";

/** /sailing-trips/:id */
export function TripDetailPage() {
  const { id = "" } = useParams();
  return <TripDetail key={id} id={id} />;
}
