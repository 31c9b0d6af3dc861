# track: torch
# exercise: scaling
# why: does not check d_k, so mismatched widths raise matmul's RuntimeError instead of ValueError
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
