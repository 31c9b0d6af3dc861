# track: torch
# exercise: scaling
# why: scaled_scores computes the product inside torch.autocast(device_type=q.device.type) "for fast mixed-precision scores"; on the CPU autocast runs matmul in bfloat16, so float32 queries and keys give bfloat16 scores (about 3 significant digits), and attention and multi-head attention built on it return bfloat16 weights and outputs
# kind: knockon
# diagnosis: dtype-changed,half-precision

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    with torch.autocast(device_type=q.device.type):
        raw = q @ k.transpose(-2, -1)
    return raw / math.sqrt(q.shape[-1])
