# track: torch
# exercise: scaling
# why: einsum with the output subscripts swapped, giving (..., S, T) scores
# named-by: scores look transposed


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return torch.einsum("...td,...sd->...st", q, k) / math.sqrt(q.shape[-1])
