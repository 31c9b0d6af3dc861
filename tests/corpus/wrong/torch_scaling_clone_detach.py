# track: torch
# exercise: scaling
# why: copies the inputs with q.clone().detach().requires_grad_(True), as PyTorch's torch.tensor warning suggests, which makes new leaves: no gradient reaches the caller's q or k
# kind: autograd
# diagnosis: no-gradient


def scaled_scores(q, k):
    q = q.clone().detach().requires_grad_(True)
    k = k.clone().detach().requires_grad_(True)
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
