# track: torch
# exercise: scaling
# why: scaled_scores lets the matmul find a width mismatch and turns its RuntimeError into ValueError only when the message contains "size mismatch" (the wording of older PyTorch releases); today's messages ("shapes cannot be multiplied", "Expected size for first two dimensions...") do not, so mismatched d_k raises RuntimeError
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    try:
        raw = q @ k.transpose(-2, -1)
    except RuntimeError as err:
        if "size mismatch" in str(err):
            raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}") from err
        raise
    return raw / math.sqrt(q.shape[-1])
