# track: torch
# exercise: scaling
# why: transposes k with k.t(), which only accepts tensors of at most 2 axes
# diagnosis: transpose-all-axes


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return torch.matmul(q, k.t()) / math.sqrt(q.shape[-1])
