# track: torch
# exercise: scaling
# why: scaled_scores contracts the feature axes with torch.tensordot(q, k, dims=([-1], [-1])), which is q @ k^T for 2-D inputs, but tensordot pairs every leading index of q with every leading index of k: batched (B, T, d_k) inputs give (B, T, B, S) scores, so attention and multi-head attention fail on every batched or multi-head input
# kind: knockon
# diagnosis: dot-not-matmul,batches-paired-all

def scaled_scores(q, k):

    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]};"
            f" shapes {tuple(q.shape)} and {tuple(k.shape)}"
        )

    # contract the feature axis of q with the feature axis of k
    return torch.tensordot(q, k, dims=([-1], [-1])) / math.sqrt(q.shape[-1])
