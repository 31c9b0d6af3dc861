# track: torch
# exercise: scaling
# why: scaled_scores divides by torch.scalar_tensor(d_k).sqrt(), a 0-d tensor that scalar_tensor makes in the default float32; a 0-d tensor does not change the scores' dtype, so float64 scores stay float64 but are divided by sqrt(d_k) rounded to float32 (relative error up to about 3e-8)
# kind: relation
# diagnosis: scale-float32,float32-precision

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    scale = torch.scalar_tensor(q.shape[-1]).sqrt()
    return (q @ k.transpose(-2, -1)) / scale
