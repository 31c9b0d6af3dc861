# track: torch
# exercise: scaling
# why: scaled_scores ports the scale of bentrevett's pytorch-seq2seq Transformer, self.scale = torch.sqrt(torch.FloatTensor([head_dim])), a one-element float32 tensor: float32 inputs are right, but float64 scores are divided by a square root rounded to float32, so they carry float32 rounding errors
# kind: public
# diagnosis: scale-float32,float32-precision


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = torch.sqrt(torch.FloatTensor([q.shape[-1]])).to(q.device)
    return torch.matmul(q, k.transpose(-2, -1)) / scale
