# track: torch
# exercise: scaling
# why: merges two public ways of scaling from lucidrains-style code, pre-scaling the queries (q = q * self.scale, as x-transformers does) and then also scaling the product (dots = q @ k^T * self.scale, as vit-pytorch does), so the scale d_k ** -0.5 is applied twice and every score is divided by d_k
# kind: public
# diagnosis: scale-dk


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = q.shape[-1] ** -0.5
    q = q * scale
    dots = torch.matmul(q, k.transpose(-1, -2)) * scale
    return dots
