# track: torch
# exercise: scaling
# why: scaled_scores validates through the student's helper _check_widths(q, k), which builds its error with "return ValueError(...)" where raise was meant; scaled_scores calls the helper without looking at its result, so queries and keys of different widths reach the matmul and fail with its RuntimeError instead of the ValueError the contract asks for (valid inputs are right)
# kind: knockon
# diagnosis: error-not-valueerror
def _check_widths(q, k):
    if q.shape[-1] != k.shape[-1]:
        return ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    _check_widths(q, k)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
